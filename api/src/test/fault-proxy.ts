import net from 'node:net';

type Mode = 'forward' | 'refuse' | 'blackhole';

export interface FaultProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  /** Forward again; connections opened from now on reach the server. */
  heal(): void;
  /** Close every connection and refuse new ones: a server that went away. */
  cut(): void;
  /**
   * Keep every connection open but carry nothing either way, and accept new ones the same: a
   * failover without RST, a partition, a half-open connection. No side learns anything.
   */
  pause(): void;
  /**
   * Looks at what the client sends; when `match` returns true for a chunk, the chunk is forwarded
   * and then every connection is dropped before an answer can come back (a lost COMMIT reply).
   */
  dropAfter(match: (chunk: Buffer) => boolean): void;
  /** Connections currently open through the proxy. */
  open(): number;
  close(): Promise<void>;
}

/**
 * A TCP proxy between the app and PostgreSQL or Redis, for fault tests: it cuts, pauses and
 * half-opens connections the way networks do, on loopback only.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const { hostname, port: targetPort } = new URL(target);
  let mode: Mode = 'forward';
  let trigger: ((chunk: Buffer) => boolean) | null = null;
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();

  const dropAll = () => {
    for (const { client, server } of pairs) {
      client.destroy();
      server.destroy();
    }
    pairs.clear();
  };

  const proxy = net.createServer((client) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const server = net.connect(Number(targetPort), hostname);
    const pair = { client, server };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
    client.on('data', (chunk: Buffer) => {
      if (mode !== 'forward') return;
      if (trigger?.(chunk)) {
        trigger = null;
        server.write(chunk, () => setImmediate(dropAll));
        return;
      }
      server.write(chunk);
    });
    server.on('data', (chunk: Buffer) => {
      if (mode === 'forward') client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as net.AddressInfo).port;

  return {
    port,
    via(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    heal: () => void (mode = 'forward'),
    cut() {
      mode = 'refuse';
      dropAll();
    },
    pause: () => void (mode = 'blackhole'),
    dropAfter(match) {
      trigger = match;
    },
    open: () => pairs.size,
    async close() {
      dropAll();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
