"""Tables: table, height, width, istable, readtable, writetable."""
