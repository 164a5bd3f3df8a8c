import * as migration_20261122_124013_initial from './20261122_124013_initial';

export const migrations = [
  {
    up: migration_20261122_124013_initial.up,
    down: migration_20261122_124013_initial.down,
    name: '20261122_124013_initial'
  },
];
