/** What the figures were measured on: without it, two results files cannot be compared. */
import { cpus, freemem, loadavg, release, totalmem, type as osType } from 'node:os';

export interface Machine {
  readonly cpuModel: string;
  readonly cpus: number;
  readonly memoryGiB: number;
  readonly freeMemoryGiB: number;
  readonly node: string;
  readonly os: string;
  readonly arch: string;
  /** 1, 5 and 15 minute load averages when the run started: a busy machine skews every figure. */
  readonly loadAverage: readonly number[];
}

const GIB = 1024 ** 3;

export function describeMachine(): Machine {
  const list = cpus();
  return {
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    cpus: list.length,
    memoryGiB: Number((totalmem() / GIB).toFixed(1)),
    freeMemoryGiB: Number((freemem() / GIB).toFixed(1)),
    node: process.version,
    os: `${osType()} ${release()}`,
    arch: process.arch,
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  };
}

export function machineLine(machine: Machine): string {
  return `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.os} (${machine.arch}), load ${machine.loadAverage.join(' ')}`;
}
