"""Coordinate transforms (cart2pol, pol2cart, cart2sph, sph2cart) and phase unwrapping (unwrap)."""
