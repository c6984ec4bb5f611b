/**
 * What changed, announced to whoever caches it: the settings store, the render cache of public
 * pages. Topics name the data, not the screen.
 */
export const CHANGE_TOPICS = [
  'settings',
  'pages',
  'news',
  'theses',
  'participants',
  'programme',
  /** Any other committed write through the API that the public site may show (app.ts). */
  'site',
] as const;

export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export const isChangeTopic = (value: string): value is ChangeTopic =>
  (CHANGE_TOPICS as readonly string[]).includes(value);

export type ChangeListener = (topic: ChangeTopic) => void;

export interface ChangeFeed {
  /** Announces a change after its transaction committed. */
  publish(topic: ChangeTopic): void;
  /** Calls `listener` on every change of `topic` (on this instance and, when wired, others). */
  subscribe(topic: ChangeTopic, listener: ChangeListener): () => void;
}

/**
 * The feed of one instance. Several instances share changes by relaying this feed through the
 * database or Redis (see the relay wired in server.ts); listeners do not need to know which.
 */
export class LocalChangeFeed implements ChangeFeed {
  private readonly listeners = new Map<ChangeTopic, Set<ChangeListener>>();
  /** Called on each local publish, so a relay can forward it to other instances. */
  onPublish: ((topic: ChangeTopic) => void) | null = null;

  publish(topic: ChangeTopic): void {
    this.deliver(topic);
    this.onPublish?.(topic);
  }

  /** Delivers a change that another instance published. */
  deliver(topic: ChangeTopic): void {
    for (const listener of this.listeners.get(topic) ?? []) listener(topic);
  }

  subscribe(topic: ChangeTopic, listener: ChangeListener): () => void {
    const set = this.listeners.get(topic) ?? new Set();
    set.add(listener);
    this.listeners.set(topic, set);
    return () => set.delete(listener);
  }
}
