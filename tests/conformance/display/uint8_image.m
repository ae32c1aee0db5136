% a uint8 matrix like a tiny image
img = uint8([0 128 255; 64 32 16])
img2 = img * 2
