import * as migration_20261122_121017_initial from './20261122_121017_initial';

export const migrations = [
  {
    up: migration_20261122_121017_initial.up,
    down: migration_20261122_121017_initial.down,
    name: '20261122_121017_initial'
  },
];
