"""Container classes: containers.Map."""
