MATLAB documentation: https://www.mathworks.com/help/matlab/matlab_prog/creating-a-function-handle.html
Expected output copied verbatim from the page's example (Command Window form); the page's computeSquare file function is written here as the equivalent anonymous function.
