MATLAB documentation, setcats (https://www.mathworks.com/help/matlab/ref/categorical.setcats.html): elements of categories not in newcats become undefined; newcats become the categories.
