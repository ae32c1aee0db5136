"""Low-level file I/O: fopen, fclose, fgetl, fgets, fread, fwrite, fscanf, fseek, ..."""
