fmt = format
