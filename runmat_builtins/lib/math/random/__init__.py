"""Random numbers: rand, randn, randi, randperm, rng."""
