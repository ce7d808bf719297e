import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { httpErrors } from '@fastify/sensible';
import Fastify from 'fastify';
import { badRequest, notFound, serviceUnavailable, unauthorized } from '../lib/http-error.js';
import { registerErrorHandlers } from './errors.js';

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandlers(app);
  app.get('/fail', () => {
    throw error;
  });
  try {
    const reply = await app.inject({ method: 'GET', url: '/fail' });
    return { status: reply.statusCode, body: reply.json<unknown>() };
  } finally {
    await app.close();
  }
}

describe('HTTP errors', () => {
  it('answer the status and message our code gave, as { statusCode, error, message }', async () => {
    assert.deepEqual(await answerTo(notFound('Appointment')), {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Appointment not found.' },
    });
    assert.deepEqual(await answerTo(badRequest('Date must be today or later.')), {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Date must be today or later.' },
    });
    assert.deepEqual(await answerTo(unauthorized()), {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Please log in to continue.' },
    });
    assert.deepEqual(await answerTo(serviceUnavailable('The database is not reachable.')), {
      status: 503,
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database is not reachable.',
      },
    });
  });

  it('hide the message of a server error that was not meant for the caller', async () => {
    assert.deepEqual(
      await answerTo(httpErrors.internalServerError('EACCES: /srv/careconnect/data')),
      {
        status: 500,
        body: {
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Something went wrong on our side. Please try again.',
        },
      },
    );
  });
});
