/**
 * Raw printing on Windows: PowerShell compiles a few lines of C# that call winspool.drv
 * (OpenPrinter → StartDocPrinter with datatype RAW → WritePrinter → EndDocPrinter), the way
 * Microsoft's "send raw data to a printer" sample does. The printer name and the job file come in
 * through environment variables, so nothing a user typed is ever parsed as code or as a command line.
 * This path cannot run on the Linux build machines; keep it small and review it by reading.
 */

const CSHARP = String.raw`
using System;
using System.ComponentModel;
using System.Runtime.InteropServices;

public static class OrderSlipRawPrinter {
  [StructLayout(LayoutKind.Sequential, CharSet = CharSet.Unicode)]
  public class DocInfo {
    [MarshalAs(UnmanagedType.LPWStr)] public string pDocName;
    [MarshalAs(UnmanagedType.LPWStr)] public string pOutputFile;
    [MarshalAs(UnmanagedType.LPWStr)] public string pDatatype;
  }

  [DllImport("winspool.drv", EntryPoint = "OpenPrinterW", SetLastError = true, CharSet = CharSet.Unicode)]
  static extern bool OpenPrinter(string name, out IntPtr handle, IntPtr defaults);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool ClosePrinter(IntPtr handle);
  [DllImport("winspool.drv", EntryPoint = "StartDocPrinterW", SetLastError = true, CharSet = CharSet.Unicode)]
  static extern int StartDocPrinter(IntPtr handle, int level, [In, MarshalAs(UnmanagedType.LPStruct)] DocInfo info);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool EndDocPrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool StartPagePrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool EndPagePrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  static extern bool WritePrinter(IntPtr handle, byte[] data, int count, out int written);

  static Win32Exception Failure(string step) {
    int code = Marshal.GetLastWin32Error();
    return new Win32Exception(code, step + " failed: " + new Win32Exception(code).Message + " (" + code + ")");
  }

  public static void Send(string printer, byte[] data) {
    IntPtr handle;
    if (!OpenPrinter(printer, out handle, IntPtr.Zero)) throw Failure("OpenPrinter");
    try {
      DocInfo info = new DocInfo();
      info.pDocName = "OrderSlip receipt";
      info.pDatatype = "RAW";
      if (StartDocPrinter(handle, 1, info) == 0) throw Failure("StartDocPrinter");
      try {
        if (!StartPagePrinter(handle)) throw Failure("StartPagePrinter");
        int written;
        if (!WritePrinter(handle, data, data.Length, out written)) throw Failure("WritePrinter");
        if (written != data.Length) throw new Exception("WritePrinter wrote " + written + " of " + data.Length + " bytes");
        if (!EndPagePrinter(handle)) throw Failure("EndPagePrinter");
      } finally {
        EndDocPrinter(handle);
      }
    } finally {
      ClosePrinter(handle);
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
  [OrderSlipRawPrinter]::Send($env:ORDERSLIP_PRINTER, $bytes)
  [Console]::Out.WriteLine("spooled " + $bytes.Length + " bytes")
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
