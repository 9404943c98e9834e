import { execFile } from 'node:child_process'

/** BACKUP_COMMAND gets this long (e.g. an upload) before it is stopped and counted failed. */
const COMMAND_TIMEOUT_MS = 60 * 60 * 1000

/**
 * Runs BACKUP_COMMAND through /bin/sh with the snapshot's folder as $1 and $BACKUP_PATH, e.g.
 * `rclone copy "$1" remote:site-backups/$(basename "$1")`. Rejects with the exit status and the
 * end of its error output.
 */
export function runBackupCommand(command: string, snapshotPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      '/bin/sh',
      ['-c', command, 'backup-command', snapshotPath],
      { env: { ...process.env, BACKUP_PATH: snapshotPath }, timeout: COMMAND_TIMEOUT_MS, maxBuffer: 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve()
        const status = error.killed ? 'was stopped after an hour' : `exited with ${error.code ?? error.signal}`
        const output = stderr.trim().split('\n').slice(-3).join(' / ')
        reject(new Error(`BACKUP_COMMAND ${status}${output ? `: ${output}` : ''}`))
      },
    )
  })
}
