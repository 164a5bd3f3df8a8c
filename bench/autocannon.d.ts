// autocannon ships no types; the benchmarks use a few of its options only.
declare module 'autocannon'
