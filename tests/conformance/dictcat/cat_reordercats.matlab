MATLAB documentation, reordercats (https://www.mathworks.com/help/matlab/ref/categorical.reordercats.html): reordercats(A,neworder) orders the categories by name or index; values are unchanged.
