import * as migration_20261122_082844_initial from './20261122_082844_initial';
import * as migration_20261122_083703_analytics from './20261122_083703_analytics';

export const migrations = [
  {
    up: migration_20261122_082844_initial.up,
    down: migration_20261122_082844_initial.down,
    name: '20261122_082844_initial'
  },
  {
    up: migration_20261122_083703_analytics.up,
    down: migration_20261122_083703_analytics.down,
    name: '20261122_083703_analytics'
  },
];
