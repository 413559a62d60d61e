// Kept free of imports: the `agentteam trigger` command lists the kinds in its help at start-up.

/** What `agentteam trigger KIND` can send (dev/trigger.ts says what each one does). */
export const TRIGGER_KINDS = ['echo', 'progress', 'fail', 'callback-timeout', 'redelivery'] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];
