MATLAB documentation, insert (https://www.mathworks.com/help/matlab/ref/dictionary.insert.html, R2023b): insert(d,keys,values) adds entries; Overwrite=false keeps existing values.
