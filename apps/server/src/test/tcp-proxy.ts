import net from 'node:net';

export type TTcpProxy = {
  port: number;
  /** Ends every open connection and refuses new ones, as a database host that went away. */
  cut(): void;
  /** Lets connections through again. */
  restore(): void;
  close(): Promise<void>;
};

/** A TCP relay to `target` that a test can cut, to take the database away from a server. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TTcpProxy> {
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
