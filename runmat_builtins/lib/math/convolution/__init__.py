"""Two-dimensional convolution and filtering: conv2, filter2."""
