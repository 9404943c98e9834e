import * as migration_20261122_090659_initial from './20261122_090659_initial';
import * as migration_20261122_091500_analytics from './20261122_091500_analytics';
import * as migration_20261123_182217_lead_notifications from './20261123_182217_lead_notifications';

export const migrations = [
  {
    up: migration_20261122_090659_initial.up,
    down: migration_20261122_090659_initial.down,
    name: '20261122_090659_initial',
  },
  {
    up: migration_20261122_091500_analytics.up,
    down: migration_20261122_091500_analytics.down,
    name: '20261122_091500_analytics',
  },
  {
    up: migration_20261123_182217_lead_notifications.up,
    down: migration_20261123_182217_lead_notifications.down,
    name: '20261123_182217_lead_notifications'
  },
];
