// A Cassowary-style incremental simplex solver with Auto Layout priorities.
