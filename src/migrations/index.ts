import * as migration_20261122_082844_initial from './20261122_082844_initial';

export const migrations = [
  {
    up: migration_20261122_082844_initial.up,
    down: migration_20261122_082844_initial.down,
    name: '20261122_082844_initial'
  },
];
