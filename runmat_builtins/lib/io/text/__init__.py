"""Delimited text: readmatrix, writematrix, csvread, csvwrite, dlmread, dlmwrite."""
