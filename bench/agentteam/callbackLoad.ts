/**
 * P6's load client: signed callback deliveries (the echo command, unique ids per measurement)
 * POSTed to `<url>/events` with a fixed number in flight. A 429 is retried like the platform
 * does after its Retry-After, with the same attempt (the same bytes); any other non-2xx fails the
 * measurement. Ours and the floor get the same client.
 */
import { Agent, request } from 'undici';
import { signCallback } from '../../src/lib/agentteam/callbackSignature.js';

export interface SignedDelivery {
  readonly deliveryId: string;
  readonly body: string;
  readonly headers: Record<string, string>;
}

/** Signed before the clock starts: signing is the platform's work, not the receiver's. */
export function signedDeliveries(secret: string, prefix: string, count: number): SignedDelivery[] {
  const t = Math.floor(Date.now() / 1000);
  return Array.from({ length: count }, (_, i) => {
    const deliveryId = `del_${prefix}_${i}`;
    const envelope = {
      envelope_id: `env_${prefix}_${i}`,
      delivery_id: deliveryId,
      attempt_id: `att_${prefix}_${i}`,
      event_type: 'agentteam.message.mention',
      delivery_token: `dtok_${prefix}_${i}`,
      issued_at: new Date().toISOString(),
      payload: {
        workspace: { id: 'w_bench' },
        app: { app_id: 'app_1', service_definition_id: 'svcdef_1', installation_id: 'svcinst_1', service_member_id: 'svcmem_1' },
        target: { kind: 'scope', ref: '#bench:thread1' },
        message: {
          id: `msg_${prefix}_${i}`,
          text: `@echo echo hello ${i}`,
          author: { type: 'human', id: 'mem_1', display_name: 'Bench' },
          mentions: [{ type: 'service', service_member_id: 'svcmem_1', range: { start: 0, end: 5 } }],
        },
        reply: { default_target: '#bench:thread1', reply_to_message_id: `msg_${prefix}_${i}` },
      },
    };
    const body = JSON.stringify(envelope);
    return {
      deliveryId,
      body,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${envelope.delivery_token}`,
        'agentteam-signature': signCallback(secret, body, t),
        'agentteam-delivery-id': envelope.delivery_id,
        'agentteam-attempt-id': envelope.attempt_id,
        'agentteam-event-type': envelope.event_type,
      },
    };
  });
}

export interface LoadResult {
  /** Responses by status, 429s included. */
  readonly statuses: Record<number, number>;
}

export async function sendDeliveries(url: string, deliveries: readonly SignedDelivery[], inFlight: number): Promise<LoadResult> {
  const dispatcher = new Agent({ connections: inFlight });
  const statuses: Record<number, number> = {};
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < deliveries.length) {
          const delivery = deliveries[next++]!;
          for (;;) {
            const res = await request(`${url}/events`, { method: 'POST', body: delivery.body, headers: delivery.headers, dispatcher });
            await res.body.dump();
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            if (res.statusCode === 429) {
              const seconds = Number(res.headers['retry-after'] ?? 1);
              await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(seconds) ? seconds : 1) * 1000));
              continue;
            }
            if (res.statusCode < 200 || res.statusCode >= 300) throw new Error(`delivery ${delivery.deliveryId} answered ${res.statusCode}`);
            break;
          }
        }
      }),
    );
  } finally {
    await dispatcher.close();
  }
  return { statuses };
}
