import * as migration_20261122_090659_initial from './20261122_090659_initial';

export const migrations = [
  {
    up: migration_20261122_090659_initial.up,
    down: migration_20261122_090659_initial.down,
    name: '20261122_090659_initial'
  },
];
