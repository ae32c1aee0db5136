% negative zero prints as zero
a = -0
b = [0 -0 1]
