/**
 * Raw printing on Windows: PowerShell compiles a few lines of C# that call winspool.drv
 * (OpenPrinter → StartDocPrinter with datatype RAW → WritePrinter → EndDocPrinter), the way
 * Microsoft's "send raw data to a printer" sample does, then follows the job (GetJob level 1) until the
 * spooler says it printed, stopped on an error, or the time is up. The printer name, the job file and
 * how long to follow come in through environment variables, so nothing a user typed is ever parsed as
 * code or as a command line.
 *
 * What the script says comes back on stdout as a tiny line protocol (parsed by `parseWindowsReport`):
 *
 *   job <id>                               the spooler accepted the job (StartDocPrinter's job id)
 *   result completed                       JOB_STATUS_PRINTED or _COMPLETE, or gone after being seen printing
 *   result gone                            no longer listed, never seen printing: how it ended is unknown
 *   result waiting <status>                still in the queue when the time was up
 *   result stopped <cause> <0|1> <status>  paper out / offline / error / cancelled; 1: may have printed
 *   result unknown <what>                  the job could not be followed (GetJob failed)
 *
 * This path cannot run on the Linux build machines; keep it small and review it by reading.
 */

const CSHARP = String.raw`
using System;
using System.ComponentModel;
using System.Diagnostics;
using System.Runtime.InteropServices;
using System.Threading;

public static class OrderSlipRawPrinter {
  [StructLayout(LayoutKind.Sequential, CharSet = CharSet.Unicode)]
  public class DocInfo {
    [MarshalAs(UnmanagedType.LPWStr)] public string pDocName;
    [MarshalAs(UnmanagedType.LPWStr)] public string pOutputFile;
    [MarshalAs(UnmanagedType.LPWStr)] public string pDatatype;
  }

  // JOB_INFO_1W; the strings stay pointers, read only when needed (pStatus).
  [StructLayout(LayoutKind.Sequential)]
  public struct JobInfo1 {
    public int JobId;
    public IntPtr pPrinterName;
    public IntPtr pMachineName;
    public IntPtr pUserName;
    public IntPtr pDocument;
    public IntPtr pDatatype;
    public IntPtr pStatus;
    public int Status;
    public int Priority;
    public int Position;
    public int TotalPages;
    public int PagesPrinted;
    public short wYear, wMonth, wDayOfWeek, wDay, wHour, wMinute, wSecond, wMilliseconds;
  }

  const int JOB_STATUS_PAUSED = 0x1;
  const int JOB_STATUS_ERROR = 0x2;
  const int JOB_STATUS_DELETING = 0x4;
  const int JOB_STATUS_SPOOLING = 0x8;
  const int JOB_STATUS_PRINTING = 0x10;
  const int JOB_STATUS_OFFLINE = 0x20;
  const int JOB_STATUS_PAPEROUT = 0x40;
  const int JOB_STATUS_PRINTED = 0x80;
  const int JOB_STATUS_DELETED = 0x100;
  const int JOB_STATUS_BLOCKED_DEVQ = 0x200;
  const int JOB_STATUS_USER_INTERVENTION = 0x400;
  const int JOB_STATUS_COMPLETE = 0x1000;
  const int JOB_CONTROL_DELETE = 5;
  const int ERROR_INVALID_PARAMETER = 87;
  const int ERROR_INSUFFICIENT_BUFFER = 122;

  [DllImport("winspool.drv", EntryPoint = "OpenPrinterW", SetLastError = true, CharSet = CharSet.Unicode)]
  static extern bool OpenPrinter(string name, out IntPtr handle, IntPtr defaults);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool ClosePrinter(IntPtr handle);
  [DllImport("winspool.drv", EntryPoint = "StartDocPrinterW", SetLastError = true, CharSet = CharSet.Unicode)]
  static extern int StartDocPrinter(IntPtr handle, int level, [In, MarshalAs(UnmanagedType.LPStruct)] DocInfo info);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool EndDocPrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool AbortPrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool StartPagePrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool EndPagePrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool WritePrinter(IntPtr handle, byte[] data, int count, out int written);
  [DllImport("winspool.drv", EntryPoint = "GetJobW", SetLastError = true, CharSet = CharSet.Unicode)]
  static extern bool GetJob(IntPtr handle, int jobId, int level, IntPtr buffer, int size, out int needed);
  [DllImport("winspool.drv", EntryPoint = "SetJobW", SetLastError = true, CharSet = CharSet.Unicode)]
  static extern bool SetJob(IntPtr handle, int jobId, int level, IntPtr info, int command);

  static Win32Exception Failure(string step) {
    int code = Marshal.GetLastWin32Error();
    return new Win32Exception(code, step + " failed: " + new Win32Exception(code).Message + " (" + code + ")");
  }

  public static IntPtr Open(string printer) {
    IntPtr handle;
    if (!OpenPrinter(printer, out handle, IntPtr.Zero)) throw Failure("OpenPrinter");
    return handle;
  }

  public static void Close(IntPtr handle) {
    ClosePrinter(handle);
  }

  /** Spools the bytes as one RAW job; returns the spooler's job id. */
  public static int Send(IntPtr handle, byte[] data) {
    DocInfo info = new DocInfo();
    info.pDocName = "OrderSlip receipt";
    info.pDatatype = "RAW";
    int job = StartDocPrinter(handle, 1, info);
    if (job == 0) throw Failure("StartDocPrinter");
    bool whole = false;
    try {
      if (!StartPagePrinter(handle)) throw Failure("StartPagePrinter");
      int written;
      if (!WritePrinter(handle, data, data.Length, out written)) throw Failure("WritePrinter");
      if (written != data.Length) throw new Exception("WritePrinter wrote " + written + " of " + data.Length + " bytes");
      if (!EndPagePrinter(handle)) throw Failure("EndPagePrinter");
      whole = true;
    } finally {
      // A job that failed half-way is deleted from the spooler, not ended: ended, the part written would
      // still print, beside the retry of a job reported as refused.
      if (whole) EndDocPrinter(handle); else AbortPrinter(handle);
    }
    return job;
  }

  // false with error 87 when the spooler no longer has the job.
  static bool TryGetJob(IntPtr handle, int jobId, out JobInfo1 info, out string said, out int error) {
    info = new JobInfo1();
    said = null;
    error = 0;
    int needed;
    GetJob(handle, jobId, 1, IntPtr.Zero, 0, out needed);
    error = Marshal.GetLastWin32Error();
    if (error != ERROR_INSUFFICIENT_BUFFER || needed <= 0) return false;
    IntPtr buffer = Marshal.AllocHGlobal(needed);
    try {
      if (!GetJob(handle, jobId, 1, buffer, needed, out needed)) {
        error = Marshal.GetLastWin32Error();
        return false;
      }
      info = (JobInfo1)Marshal.PtrToStructure(buffer, typeof(JobInfo1));
      // pStatus points into the buffer: read it before the buffer is freed.
      said = info.pStatus == IntPtr.Zero ? null : Marshal.PtrToStringUni(info.pStatus);
      info.pStatus = IntPtr.Zero;
      error = 0;
      return true;
    } finally {
      Marshal.FreeHGlobal(buffer);
    }
  }

  // One line: the spooler's own status text, else the status bits by name.
  static string Describe(int status, string said) {
    if (!String.IsNullOrEmpty(said)) return said.Replace('\r', ' ').Replace('\n', ' ');
    string bits = "";
    if ((status & JOB_STATUS_PAPEROUT) != 0) bits += " paper-out";
    if ((status & JOB_STATUS_OFFLINE) != 0) bits += " offline";
    if ((status & JOB_STATUS_ERROR) != 0) bits += " error";
    if ((status & JOB_STATUS_USER_INTERVENTION) != 0) bits += " user-intervention";
    if ((status & JOB_STATUS_BLOCKED_DEVQ) != 0) bits += " blocked";
    if ((status & (JOB_STATUS_DELETING | JOB_STATUS_DELETED)) != 0) bits += " deleted";
    if ((status & JOB_STATUS_PAUSED) != 0) bits += " paused";
    if ((status & JOB_STATUS_SPOOLING) != 0) bits += " spooling";
    if ((status & JOB_STATUS_PRINTING) != 0) bits += " printing";
    return bits.Length == 0 ? "waiting" : bits.Substring(1);
  }

  /** Follows the job until the spooler says how it ended, or followMs pass; see the protocol above. */
  public static string Follow(IntPtr handle, int jobId, int followMs) {
    bool seenPrinting = false;
    Stopwatch watch = Stopwatch.StartNew();
    while (true) {
      JobInfo1 job;
      string spoolerSaid;
      int error;
      if (!TryGetJob(handle, jobId, out job, out spoolerSaid, out error)) {
        // Windows removes a printed job unless "keep printed documents" is on.
        if (error == ERROR_INVALID_PARAMETER) return seenPrinting ? "completed" : "gone";
        return "unknown GetJob failed (" + error + ")";
      }
      int s = job.Status;
      if ((s & (JOB_STATUS_PRINTED | JOB_STATUS_COMPLETE)) != 0) return "completed";
      if ((s & JOB_STATUS_PRINTING) != 0 || job.PagesPrinted > 0) seenPrinting = true;
      string cause = null;
      if ((s & JOB_STATUS_PAPEROUT) != 0) cause = "paper_out";
      else if ((s & JOB_STATUS_OFFLINE) != 0) cause = "offline";
      else if ((s & (JOB_STATUS_ERROR | JOB_STATUS_BLOCKED_DEVQ | JOB_STATUS_USER_INTERVENTION)) != 0) cause = "error";
      else if ((s & (JOB_STATUS_DELETING | JOB_STATUS_DELETED)) != 0) cause = "cancelled";
      if (cause != null) {
        string said = Describe(s, spoolerSaid);
        // Take our job out of the queue, so it cannot come out later beside the retry.
        bool removed = cause == "cancelled" || SetJob(handle, jobId, 0, IntPtr.Zero, JOB_CONTROL_DELETE);
        // Deleted by someone else: it may have gone to the printer between two looks (as CUPS, state 7).
        bool mayHavePrinted = seenPrinting || !removed || cause == "cancelled";
        return "stopped " + cause + " " + (mayHavePrinted ? "1" : "0") + " " + said;
      }
      if (watch.ElapsedMilliseconds >= followMs) return "waiting " + Describe(s, spoolerSaid);
      Thread.Sleep(300);
    }
  }
}
`;

const SCRIPT = `
$ErrorActionPreference = 'Stop'
try {
  Add-Type -TypeDefinition @'
${CSHARP}
'@
  $bytes = [System.IO.File]::ReadAllBytes($env:ORDERSLIP_JOB_FILE)
  $handle = [OrderSlipRawPrinter]::Open($env:ORDERSLIP_PRINTER)
  try {
    $job = [OrderSlipRawPrinter]::Send($handle, $bytes)
    [Console]::Out.WriteLine("job " + $job)
    [Console]::Out.Flush()
    $result = [OrderSlipRawPrinter]::Follow($handle, $job, [int]$env:ORDERSLIP_FOLLOW_MS)
    [Console]::Out.WriteLine("result " + $result)
  } finally {
    [OrderSlipRawPrinter]::Close($handle)
  }
  exit 0
} catch {
  $e = $_.Exception
  while ($e.InnerException) { $e = $e.InnerException }
  [Console]::Error.WriteLine($e.Message)
  exit 1
}
`;

/** The program and arguments to run; the script is passed encoded, so no quoting can go wrong. */
export function windowsRawPrintCommand(): { program: string; args: string[] } {
  const encoded = Buffer.from(SCRIPT, 'utf16le').toString('base64');
  return {
    program: 'powershell.exe',
    args: ['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-EncodedCommand', encoded],
  };
}

/** What the script reported: the job id once spooled, and how following it ended. */
export interface WindowsReport {
  readonly job: string | null;
  readonly result:
    | { readonly kind: 'completed' | 'gone' }
    | { readonly kind: 'waiting' | 'unknown'; readonly said: string }
    | {
        readonly kind: 'stopped';
        readonly cause: 'paper_out' | 'offline' | 'error' | 'cancelled';
        readonly mayHavePrinted: boolean;
        readonly said: string;
      }
    | null;
}

const STOP_CAUSES = ['paper_out', 'offline', 'error', 'cancelled'] as const;

/** Reads the script's stdout; lines it does not know are ignored (PowerShell may print its own). */
export function parseWindowsReport(stdout: string): WindowsReport {
  let job: string | null = null;
  let result: WindowsReport['result'] = null;
  for (const raw of stdout.split(/\r?\n/)) {
    const line = raw.trim();
    const jobMatch = /^job (\d+)$/.exec(line);
    if (jobMatch) job = jobMatch[1] ?? null;
    const resultMatch = /^result (\w+)(?: (.*))?$/.exec(line);
    if (!resultMatch) continue;
    const kind = resultMatch[1];
    const rest = resultMatch[2] ?? '';
    if (kind === 'completed' || kind === 'gone') result = { kind };
    else if (kind === 'waiting' || kind === 'unknown') result = { kind, said: rest };
    else if (kind === 'stopped') {
      const stopped = /^(\w+) ([01]) ?(.*)$/.exec(rest);
      const cause = STOP_CAUSES.find((known) => known === stopped?.[1]);
      // An unknown cause may still have printed: say so rather than guess it did not.
      result = {
        kind: 'stopped',
        cause: cause ?? 'error',
        mayHavePrinted: cause ? stopped?.[2] === '1' : true,
        said: stopped?.[3] ?? rest,
      };
    }
  }
  return { job, result };
}
