"""Concrete providers. Only ``runmat_accel`` itself may import these modules."""
