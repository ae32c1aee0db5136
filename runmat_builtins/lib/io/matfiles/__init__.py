"""MAT-files and ASCII data: save and load."""
