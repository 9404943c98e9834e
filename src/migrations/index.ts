import * as migration_20261122_082844_initial from './20261122_082844_initial';
import * as migration_20261122_083948_ai from './20261122_083948_ai';

export const migrations = [
  {
    up: migration_20261122_082844_initial.up,
    down: migration_20261122_082844_initial.down,
    name: '20261122_082844_initial',
  },
  {
    up: migration_20261122_083948_ai.up,
    down: migration_20261122_083948_ai.down,
    name: '20261122_083948_ai'
  },
];
