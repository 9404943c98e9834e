/** The queue of the AI analyses of new leads (src/tasks.ts), run by src/jobs's runner. */
export const AI_QUEUE = 'ai'
