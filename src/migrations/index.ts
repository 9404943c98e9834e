import * as migration_20261122_083818_initial from './20261122_083818_initial';

export const migrations = [
  {
    up: migration_20261122_083818_initial.up,
    down: migration_20261122_083818_initial.down,
    name: '20261122_083818_initial'
  },
];
