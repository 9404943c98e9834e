/** Newsletter e-mails (confirmations, new insights); listed in QUEUES (src/tasks.ts). */
export const NEWSLETTER_QUEUE = 'newsletter'
