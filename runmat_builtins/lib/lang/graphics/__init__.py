"""Graphics commands RunMat does not implement (each raises RunMat:graphics:unsupported)."""
