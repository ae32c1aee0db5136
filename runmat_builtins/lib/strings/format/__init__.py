"""Numbers and values to text: sprintf, num2str, mat2str, int2str."""
