import os from 'node:os';

/** One line naming the machine a figure was taken on. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memGiB = Math.round(os.totalmem() / 2 ** 30);
  return `${os.cpus().length} × ${cpu}, ${memGiB} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;
}
