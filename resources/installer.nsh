; OrderSlip's additions to electron-builder's NSIS installer (electron-builder.yml: nsis.include).
; docs/DEPLOY.md: `OrderSlip-Setup-x.y.z.exe /S /allusers` installs for every user of the PC, silently.

!macro customInstall
  ; A provisioning file beside the installer goes into the program folder, where OrderSlip reads it at
  ; each user's first start (electron/core/app/provisioning/find-provisioning.ts).
  ${if} ${FileExists} "$EXEDIR\orderslip-provision.json"
    CopyFiles /SILENT "$EXEDIR\orderslip-provision.json" "$INSTDIR\orderslip-provision.json"
  ${endif}
  ; Installed for every user: started at every user's login, hidden in the tray. The marker tells the
  ; app so, and it then sets no login item of the user's own, which would start it twice.
  ${if} $installMode == "all"
    WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Run" "OrderSlip" '"$INSTDIR\${APP_EXECUTABLE_FILENAME}" --hidden'
    FileOpen $0 "$INSTDIR\orderslip-machine-autostart" w
    FileClose $0
  ${endif}
!macroend

!macro customUnInstall
  ; An update uninstalls the old version first: the entry stays for the new one (which writes it again).
  ${ifNot} ${isUpdated}
    DeleteRegValue HKLM "Software\Microsoft\Windows\CurrentVersion\Run" "OrderSlip"
  ${endif}
!macroend
