// The video visit's contracts: the room's state, the signalling messages (bounded in size, so a
// party cannot push large blobs through the API), and the relay's short-lived credentials.
import Type, { type Static } from 'typebox';
import { DateTime, Id } from '../common/common.schemas.js';

export const VideoRole = Type.Enum(['patient', 'doctor']);
export type VideoRole = Static<typeof VideoRole>;

export const VideoRoom = Type.Object({
  appointmentId: Id,
  /** Which side of the visit the caller is. */
  role: VideoRole,
  /** From 10 minutes before the start … */
  opensAt: DateTime,
  /** … to 30 minutes after the end. */
  closesAt: DateTime,
  /** Whether the visit may be joined now. */
  open: Type.Boolean(),
  /** The patient is in the waiting room (joined, not yet let in). */
  patientWaiting: Type.Boolean(),
  /** The doctor let the patient in: the call may start. */
  admitted: Type.Boolean(),
  /** The doctor has the visit open. */
  doctorPresent: Type.Boolean(),
  /** The newest signal addressed to the caller: read the ones after it. */
  lastSignalId: Type.Integer({ minimum: 0 }),
});
export type VideoRoom = Static<typeof VideoRoom>;

/** A session id: one per peer connection, so a rejoin is told apart from an ICE restart. */
const Session = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

const Description = Type.Object(
  {
    type: Type.Enum(['offer', 'answer']),
    sdp: Type.String({ minLength: 1, maxLength: 20_000 }),
    session: Session,
  },
  { additionalProperties: false },
);

const Candidate = Type.Object(
  {
    type: Type.Literal('candidate'),
    candidate: Type.Object(
      {
        candidate: Type.String({ maxLength: 1_000 }),
        sdpMid: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
        sdpMLineIndex: Type.Optional(
          Type.Union([Type.Integer({ minimum: 0, maximum: 64 }), Type.Null()]),
        ),
        usernameFragment: Type.Optional(Type.Union([Type.String({ maxLength: 256 }), Type.Null()])),
      },
      { additionalProperties: false },
    ),
    session: Session,
  },
  { additionalProperties: false },
);

/** What a party sends the other: the peer connection's offer, answer or ICE candidates. */
export const SignalBody = Type.Union([Description, Candidate]);
export type SignalBody = Static<typeof SignalBody>;

export const SignalType = Type.Enum(['join', 'leave', 'admit', 'offer', 'answer', 'candidate']);
export type SignalType = Static<typeof SignalType>;

export const Signal = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  type: SignalType,
  from: VideoRole,
  sdp: Type.Optional(Type.String()),
  session: Type.Optional(Type.String()),
  candidate: Type.Optional(
    Type.Object({
      candidate: Type.String(),
      sdpMid: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      sdpMLineIndex: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
      usernameFragment: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    }),
  ),
  at: DateTime,
});
export type Signal = Static<typeof Signal>;

export const SignalsQuery = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type SignalsQuery = Static<typeof SignalsQuery>;

export const SignalList = Type.Object({ signals: Type.Array(Signal), room: VideoRoom });
export type SignalList = Static<typeof SignalList>;

export const IceServer = Type.Object({
  urls: Type.Array(Type.String()),
  username: Type.Optional(Type.String()),
  credential: Type.Optional(Type.String()),
});

/** RTCConfiguration's ICE part: the relay with credentials that expire. */
export const IceConfig = Type.Object({
  iceServers: Type.Array(IceServer),
  iceTransportPolicy: Type.Enum(['all', 'relay']),
  /** When the relay's credentials stop working (ask again for a longer call). */
  expiresAt: DateTime,
});
export type IceConfig = Static<typeof IceConfig>;
