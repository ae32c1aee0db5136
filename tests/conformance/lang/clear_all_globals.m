% clear all removes global variables from the workspace
global q
q = 4;
exist('q', 'var')
clear all
exist('q', 'var')
