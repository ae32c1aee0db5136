MATLAB documentation, https://www.mathworks.com/help/matlab/ref/sortrows.html: sortrows of a table by several variables with a direction each; the second output is the row order.
