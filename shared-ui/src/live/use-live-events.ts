import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiRequest, getApiBaseUrl } from '@careconnect/shared-ui/core';
import { onLogout, sessionStore, useSession } from '@careconnect/shared-ui/core';
import {
  startLiveConnection,
  streamUrl,
  type EventSourceLike,
  type LiveConnection,
} from './live-connection';
import type { StreamTicket } from './chat-types';
import { announceMessage, invalidateForEvent } from './live-invalidation';

/** POST /api/stream/ticket: a single-use ticket for one stream connection. */
export async function getStreamTicket(): Promise<string> {
  const { ticket } = await apiRequest<StreamTicket>('/api/stream/ticket', { method: 'POST' });
  return ticket;
}

export interface UseLiveEventsOptions {
  /** Tests hand in a fake; the browser's EventSource otherwise. */
  openEventSource?: (url: string) => EventSourceLike;
}

/**
 * Keeps the signed-in user's screens current: one event stream per area layout, whose events
 * refresh the queries they touch. Stops on logout; the last event id stays in memory only.
 */
export function useLiveEvents({ openEventSource }: UseLiveEventsOptions = {}): void {
  const userId = useSession((state) => state.userId);
  const client = useQueryClient();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  const pathRef = useRef(pathname);
  const openRef = useRef(openEventSource);
  useEffect(() => {
    pathRef.current = pathname;
    navigateRef.current = navigate;
  }, [pathname, navigate]);

  useEffect(() => {
    if (!userId || typeof window === 'undefined') return undefined;
    const open = openRef.current;
    if (!open && typeof EventSource === 'undefined') return undefined;
    let connection: LiveConnection | null = startLiveConnection({
      getTicket: getStreamTicket,
      url: (ticket, lastEventId) => streamUrl(getApiBaseUrl(), ticket, lastEventId),
      openEventSource: open,
      onEvent: (event) => {
        void invalidateForEvent(client, event);
        if (event.type === 'message') {
          void announceMessage(client, event, {
            pathname: pathRef.current,
            role: sessionStore.getState().role,
            // The area's own chats: '/patient/chats/{id}', '/doctor/chats/{id}'.
            openConversation: (conversationId) => {
              const area = pathRef.current.split('/').filter(Boolean)[0];
              if (area) navigateRef.current(`/${area}/chats/${conversationId}`);
            },
          });
        }
      },
    });
    const stop = () => {
      connection?.stop();
      connection = null;
    };
    const unsubscribe = onLogout(stop);
    return () => {
      unsubscribe();
      stop();
    };
  }, [userId, client]);
}
