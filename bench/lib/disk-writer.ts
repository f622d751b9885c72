/**
 * Another program writing to the disk: a child process that writes a file in 4 MiB chunks and fsyncs each,
 * over and over, as a backup, a download or the soak's engines do beside OrderSlip. Its fsyncs make the
 * disk's queue long, so anything that waits for the disk (an fsync of the ledger's WAL or file) waits
 * behind them. A plain Node child with its code inline: nothing to build.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

/** What the child ran: a line on stdout per chunk it wrote and synced. */
const WRITER = `
const { openSync, writeSync, fsyncSync, ftruncateSync } = require('node:fs');
const [path, chunkMiB, fileMiB] = process.argv.slice(1).map((a, i) => (i === 0 ? a : Number(a)));
const chunk = Buffer.alloc(chunkMiB * 1024 * 1024, 0x5a);
const fd = openSync(path, 'w');
let offset = 0;
let chunks = 0;
// Fresh bytes each time (one counter per 4 KiB page): the disk gets real writes, not pages it already has.
for (;;) {
  for (let at = 0; at < chunk.length; at += 4096) chunk.writeUInt32LE(chunks, at);
  writeSync(fd, chunk, 0, chunk.length, offset);
  fsyncSync(fd);
  chunks += 1;
  process.stdout.write('chunk ' + chunks + '\\n');
  offset += chunk.length;
  // Round the file, so it stays bounded however long the writer runs.
  if (offset >= fileMiB * 1024 * 1024) { offset = 0; ftruncateSync(fd, 0); }
}
`;

export interface DiskWriter {
  /** Stops the child and waits for it to exit; says how many chunks it wrote and synced. */
  stop(): Promise<{ chunks: number; mib: number }>;
}

/** Starts the writer in `dir` and resolves once its first chunk is on the disk (it is really writing). */
export async function startDiskWriter(dir: string, chunkMiB = 4, fileMiB = 256): Promise<DiskWriter> {
  const child = spawn(
    process.execPath,
    ['-e', WRITER, join(dir, 'disk-writer.bin'), `${chunkMiB}`, `${fileMiB}`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let chunks = 0;
  let firstChunk: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (firstChunk = resolve));
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => {
    chunks += text.split('\n').filter((line) => line.startsWith('chunk ')).length;
    if (chunks > 0) firstChunk();
  });
  const exited = once(child, 'exit');
  let running = true;
  const early = exited.then(() => {
    if (running) throw new Error('The disk writer stopped before it wrote anything.');
  });
  // After the start, a writer that dies only leaves the disk quieter: the figure's detail says how much it wrote.
  early.catch(() => undefined);
  await Promise.race([started, early]);
  return {
    async stop() {
      running = false;
      child.kill('SIGKILL');
      await exited;
      return { chunks, mib: chunks * chunkMiB };
    },
  };
}
