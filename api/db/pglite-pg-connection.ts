import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import type { BackendMessage, NotificationResponseMessage } from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';

/** Frontend messages the backend answers at once: Sync, a simple Query, Flush, and the end of a COPY. */
const ANSWERED_AFTER = new Set(['S', 'Q', 'H', 'c', 'f'].map((code) => code.charCodeAt(0)));

export type NotificationListener = (channel: string, payload: string) => void;

/**
 * The connection pg.Client speaks through to the embedded PGlite. PGlite's own adapter
 * (`@electric-sql/pglite/node-postgres`) runs the engine once per protocol message and decodes its answers with
 * PGlite's parser, which copies every field; this one holds a query's messages (Parse, Bind, Describe, Execute)
 * until the Sync, runs the engine once for them, and decodes the answer with pg's own parser. A 50-row page
 * took 40 % less time (docs/decisions.md). Being in process, there is no startup or authentication.
 */
export class PglitePgConnection extends EventEmitter {
  /** pg.Client destroys `stream` on a connection timeout; there is nothing to destroy but the connection. */
  readonly stream = { destroy: () => this.end() };
  // pg.Client keeps its prepared statements' names here.
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};
  _connecting = false;

  private unsent: Buffer[] = [];
  /** The engine runs one batch at a time, in the order they were sent. */
  private previous: Promise<unknown>;
  private readonly parser = new Parser();
  private readonly notificationListeners = new Set<NotificationListener>();

  constructor(private readonly pglite: PGlite) {
    super();
    this.previous = pglite.waitReady;
  }

  /**
   * NOTIFY deliveries that arrive over this connection. PGlite's `listen` callbacks hear only the statements run
   * through PGlite's own query methods, because this connection decodes the answers itself.
   */
  onNotification(listener: NotificationListener): () => void {
    this.notificationListeners.add(listener);
    return () => this.notificationListeners.delete(listener);
  }

  connect(): void {
    this._connecting = true;
    void this.previous.then(() => process.nextTick(() => this.emit('readyForQuery')));
  }

  private send(message: Buffer): void {
    this.unsent.push(message);
    if (!ANSWERED_AFTER.has(message[0] ?? 0)) return;
    const batch = this.unsent.length === 1 ? message : Buffer.concat(this.unsent);
    this.unsent = [];
    this.previous = this.previous
      .then(async () => {
        const answers: BackendMessage[] = [];
        await this.pglite.execProtocolRawStream(batch, {
          // A view of the engine's memory, reused by the next run: the parser may keep an unfinished message.
          onRawData: (chunk) => this.parser.parse(Buffer.from(chunk), (msg) => answers.push(msg)),
        });
        // Handed on once the engine has returned, so that nothing pg.Client does with them runs inside it.
        for (const msg of answers) this.deliver(msg);
      })
      .catch((error: unknown) => {
        this.emit('error', error);
      });
  }

  private deliver(msg: BackendMessage): void {
    if (msg.name === 'notification') {
      const { channel, payload } = msg as NotificationResponseMessage;
      for (const listener of this.notificationListeners) listener(channel, payload);
    }
    if (this.listenerCount('message') > 0) this.emit('message', msg);
    this.emit(msg.name === 'error' ? 'errorMessage' : msg.name, msg);
  }

  query(text: string): void {
    this.send(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]): void {
    this.send(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]): void {
    this.send(serialize.bind(config));
  }
  execute(config: Parameters<typeof serialize.execute>[0]): void {
    this.send(serialize.execute(config));
  }
  describe(message: Parameters<typeof serialize.describe>[0]): void {
    this.send(serialize.describe(message));
  }
  close(message: Parameters<typeof serialize.close>[0]): void {
    this.send(serialize.close(message));
  }
  flush(): void {
    this.send(serialize.flush());
  }
  sync(): void {
    this.send(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer): void {
    this.send(serialize.copyData(chunk));
  }
  endCopyFrom(): void {
    this.send(serialize.copyDone());
  }
  sendCopyFail(message: string): void {
    this.send(serialize.copyFail(message));
  }
  /**
   * The pool hands this one connection to the next client it opens: the ending client's listeners go now, and
   * 'end' reaches the listener `Client.end` adds right after this call, once the batches sent before it have run.
   */
  end(): void {
    this.unsent = [];
    this.removeAllListeners();
    this.previous = this.previous.then(() => {
      this.emit('end');
    });
  }
  // The connection steps of a network server, which PGlite has none of.
  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}
}
