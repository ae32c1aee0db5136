% negative integer scalars of each signed class
a = int16(-32768)
b = int32(-5)
c = int64(-1)
