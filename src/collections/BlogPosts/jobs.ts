/**
 * Payload queues the CMS's 'Schedule publish' jobs (and the dashboard's 'Publish at') on its
 * default queue; the job runner polls every queue each second, so a post goes live within
 * seconds of its time.
 */
export const SCHEDULED_PUBLISH_QUEUE = 'default'
