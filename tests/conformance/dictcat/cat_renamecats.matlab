MATLAB documentation, renamecats (https://www.mathworks.com/help/matlab/ref/categorical.renamecats.html): renamecats(A,newnames) renames all categories; renamecats(A,oldnames,newnames) some.
