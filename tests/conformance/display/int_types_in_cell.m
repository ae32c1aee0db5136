% integer and logical values in a cell
c = {int8(-5), uint16(7); true, single(2.5)}
