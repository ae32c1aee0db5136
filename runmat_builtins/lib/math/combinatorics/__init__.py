"""Combinatorics: perms (all permutations in MATLAB's reverse lexicographic order).
nchoosek (counts and combination matrices) and primes live in math/elementary."""
