import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { setupTestApp } from '../helpers.js';
const t = await setupTestApp();
writeFileSync('/tmp/openapi.json', (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body);
await t.app.listen({ host: '127.0.0.1', port: 4701 });
const started = Date.now();
const prism = spawn('node_modules/.bin/prism', ['proxy', '/tmp/openapi.json', 'http://127.0.0.1:4701', '--errors', '-p', '4702', '-h', '127.0.0.1'], { stdio: 'inherit' });
for (;;) { try { const r = await fetch('http://127.0.0.1:4702/healthz'); console.log('ready', Date.now()-started, r.status, await r.text()); break; } catch { await new Promise(r => setTimeout(r, 200)); } }
const show = async (m: string, u: string, body?: unknown, token?: string) => { const r = await fetch('http://127.0.0.1:4702'+u, { method: m, headers: { 'content-type': 'application/json', ...(token ? { authorization: 'Bearer '+token } : {}) }, body: body ? JSON.stringify(body) : undefined }); console.log(m, u, r.status, [...r.headers].filter(([k]) => k.startsWith('sl-')), (await r.text()).slice(0, 600)); };
await show('POST', '/api/user/login', { email: 'a@b.test', password: 'x' });
const p = await t.createPatient();
await show('GET', '/api/user/getOne/' + p.userId, undefined, p.token);
await show('GET', '/api/patient/all', undefined, p.token);
await show('GET', '/api/notify/unread', undefined, p.token);
await show('GET', '/api/doctor/all');
prism.kill(); await t.close();
